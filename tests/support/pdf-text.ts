import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const PDFTOTEXT_INSTALL = "sudo apt-get install -y --no-install-recommends poppler-utils";

/**
 * The text of a PDF as a real reader sees it: Debian's pdftotext (poppler-utils) with -layout, so a
 * table row reads as one line. npm test and .ci/run install it; without it this fails with the command.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, pdf);
    const { stdout, stderr } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
    // A reader that had to repair the file says so here ("Syntax Error", "Syntax Warning").
    if (stderr.trim() !== "") throw new Error(`pdftotext complained about the PDF: ${stderr.trim()}`);
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`pdftotext (Debian's poppler-utils) is not installed. Install it with:\n\n  ${PDFTOTEXT_INSTALL}\n`, {
        cause: error,
      });
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
