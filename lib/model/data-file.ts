/** A data file as read from disk: display path (repo-relative) and text. */
export interface DataFile {
  file: string;
  text: string;
}
