{
  "extends": "../tsconfig.base.json",
  "include": ["src/**/*", "*.ts"]
}
