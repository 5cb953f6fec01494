export { createFileStore, type FileStore, type StoredFile } from './fileStore';
export type { StoredFilesTable } from './tables';
