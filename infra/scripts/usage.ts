/** `--help`, `-h` or `help` prints the script's usage and exits 0, before it reads a database or builds. */
export function answerHelp(usage: string, argv: readonly string[] = process.argv.slice(2)): void {
  if (argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
}
