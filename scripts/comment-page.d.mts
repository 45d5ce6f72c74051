/** Types of scripts/comment-page.mjs, for the tests that import it. */
export declare const CHROMIUM_PATH: string;
export declare function hasChromium(): boolean;
export interface RenderOptions {
  width?: number;
  open?: boolean;
  screenshot?: string | null;
  part?: [number, number] | null;
}
export interface RenderedComment {
  width: number;
  height: number;
  mermaidErrors: string[];
  /** Each mermaid chart's bars as drawn: series is the bar line's index (0 = the first `bar [...]`). */
  chartBars: ChartBarDrawn[][];
}
export interface ChartBarDrawn {
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string | null;
}
export interface CommentBrowser {
  render(markdown: string, options?: RenderOptions): Promise<RenderedComment>;
  close(): Promise<void>;
}
export declare function openCommentBrowser(): Promise<CommentBrowser>;
