/** Saves a data URI as a file through the browser's download (an export, a PDF). */
export function downloadDataUri(name: string, dataUri: string): void {
  const link = document.createElement('a');
  link.href = dataUri;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
