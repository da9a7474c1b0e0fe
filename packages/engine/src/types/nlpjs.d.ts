declare module "@nlpjs/lang-fr" {
  export class StemmerFr {
    stemWord(word: string): string;
  }
  const nlpFr: { StemmerFr: typeof StemmerFr };
  export default nlpFr;
}
