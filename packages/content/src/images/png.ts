import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { FONT_FAMILY, fontPath } from "./fonts";

export interface PngOptions {
  /** Output width in pixels; the height follows the SVG's aspect ratio. Default: the SVG's own width. */
  width?: number;
}

export interface Raster {
  width: number;
  height: number;
  /** RGBA pixels, row by row. */
  pixels: Buffer;
  png: Buffer;
}

function options(width: number | undefined): ResvgRenderOptions {
  return {
    fitTo: width ? { mode: "width", value: Math.round(width) } : { mode: "original" },
    background: "#ffffff",
    font: {
      loadSystemFonts: false,
      fontFiles: [fontPath("regular"), fontPath("bold")],
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    logLevel: "off",
  };
}

/** Rasterises an SVG with resvg and the bundled DejaVu fonts only (identical output on any machine). */
export function svgToRaster(svg: string, opts: PngOptions = {}): Raster {
  const rendered = new Resvg(svg, options(opts.width)).render();
  return { width: rendered.width, height: rendered.height, pixels: rendered.pixels, png: rendered.asPng() };
}

/** PNG bytes of an SVG on a white background. */
export function svgToPng(svg: string, opts: PngOptions = {}): Buffer {
  return new Resvg(svg, options(opts.width)).render().asPng();
}
