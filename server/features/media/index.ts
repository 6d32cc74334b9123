// The media feature's public module: what the rest of the server may use of it (decision 012).
export { copyMediaAs, deleteMedia, findMediaBytes, insertMedia } from './repository';
export { mediaUrl } from './service';
export { readUpload } from './upload';
export type { Upload } from './upload';
