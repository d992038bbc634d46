// Gatsby's query extraction ships without types; the part gatsby-patches.test.ts calls.
declare module "gatsby/dist/query/file-parser" {
  export default class FileParser {
    parseFiles(files: string[], addError: (error: unknown) => void): Promise<unknown[]>;
  }
}
