// imgdiff of the offload-test-suite (tools/imgdiff, lib/Image), for
// lit.mjs: two PNGs compared in CIE L*a*b* (CIE76 distance) with the
// test's rules.yaml (Furthest, RMS, DiffRMS, PixelPercent, Intervals); a
// pixel is visibly different past 2.3. Without -rules: Furthest 2.3.
//
//   node imgdiff.mjs EXPECTED.png ACTUAL.png [-rules RULES.yaml]
//
// The colour conversion is the suite's (lib/Image/Color.cpp), its scale
// included: RGB in [0, 1], the D65 white point in [0, 100].
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import YAML from 'yaml';

function usage() {
    process.stderr.write('usage: node imgdiff.mjs EXPECTED.png ACTUAL.png [-rules RULES.yaml]\n');
    process.exit(2);
}

// RGB in [0, 1], 3 channels a pixel, rows as stored (non-interlaced PNG,
// 8 or 16 bits, RGB or RGBA, any filter).
export function readPNG(path) {
    const buf = readFileSync(path);
    if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error(`${path}: not a PNG`);
    let w, h, depth, type, idat = [];
    for (let off = 8; off < buf.length;) {
        const n = buf.readUInt32BE(off), kind = buf.toString('latin1', off + 4, off + 8);
        const data = buf.subarray(off + 8, off + 8 + n);
        if (kind === 'IHDR') {
            w = data.readUInt32BE(0); h = data.readUInt32BE(4); depth = data[8]; type = data[9];
            if (data[12] !== 0) throw new Error(`${path}: interlaced PNGs are not read`);
        } else if (kind === 'IDAT') idat.push(data);
        off += 12 + n;
    }
    const ch = type === 6 ? 4 : type === 2 ? 3 : 0;
    if (!ch || (depth !== 8 && depth !== 16)) throw new Error(`${path}: only 8/16-bit RGB(A) PNGs are read`);
    const bpp = ch * depth / 8, stride = w * bpp, raw = inflateSync(Buffer.concat(idat));
    const px = Buffer.alloc(stride * h);
    for (let y = 0; y < h; y++) {
        const f = raw[y * (stride + 1)], src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
        for (let i = 0; i < stride; i++) {
            const a = i >= bpp ? px[y * stride + i - bpp] : 0, b = y ? px[(y - 1) * stride + i] : 0;
            const c = i >= bpp && y ? px[(y - 1) * stride + i - bpp] : 0;
            const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
            const pred = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1
                : pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            px[y * stride + i] = (src[i] + pred) & 255;
        }
    }
    const max = depth === 16 ? 65535 : 255, out = new Float64Array(w * h * 3);
    for (let i = 0; i < w * h; i++)
        for (let c = 0; c < 3; c++)
            out[i * 3 + c] = (depth === 16 ? px.readUInt16BE(i * bpp + c * 2) : px[i * bpp + c]) / max;
    return { w, h, px: out };
}

const D65 = [95.047, 100.0, 108.883];
const f = v => v > 216 / 24389 ? Math.cbrt(v) : ((24389 / 27) * v + 16) / 116;
function lab(r, g, b) {
    const X = r * 0.4124564 + g * 0.3575761 + b * 0.1804375;
    const Y = r * 0.2126729 + g * 0.7151522 + b * 0.0721750;
    const Z = r * 0.0193339 + g * 0.1191920 + b * 0.9503041;
    const x = f(X / D65[0]), y = f(Y / D65[1]), z = f(Z / D65[2]);
    return [Math.max(0, 116 * y - 16), 500 * (x - y), 200 * (y - z)];
}

export function compare(e, a, rules) {
    const VISIBLE = 2.3;
    if (e.w !== a.w || e.h !== a.h) return { ok: false, report: 'Image sizes do not match' };
    let furthest = 0, rms = 0, diffRms = 0, count = 0, visible = 0;
    const hist = new Array(10).fill(0);
    for (let i = 0; i < e.w * e.h; i++) {
        const l = lab(e.px[3 * i], e.px[3 * i + 1], e.px[3 * i + 2]);
        const r = lab(a.px[3 * i], a.px[3 * i + 1], a.px[3 * i + 2]);
        const d = Math.hypot(l[0] - r[0], l[1] - r[1], l[2] - r[2]);
        if (d > VISIBLE) {
            visible++;
            diffRms += d;
            hist[Math.trunc(Math.min(Math.max(d - VISIBLE, 0), 9))]++;
        }
        furthest = Math.max(furthest, d);
        rms += d;
        count++;
    }
    rms = Math.sqrt(rms / count);
    diffRms = Math.sqrt(diffRms / visible);
    const checks = rules || [{ Type: 'Furthest', Val: VISIBLE }];
    let err = '';
    for (const c of checks) {
        const v = Number(c.Val);
        if (c.Type === 'Furthest' && furthest > v) err = `Furthest color distance check failed: ${furthest} above threshold ${v}`;
        else if (c.Type === 'RMS' && rms > v) err = `RMS check failed. RMS ${rms} above threshold ${v}`;
        else if (c.Type === 'DiffRMS' && diffRms > v) err = `Differing RMS check failed. RMS of differing pixels ${diffRms} above threshold ${v}`;
        else if (c.Type === 'PixelPercent' && visible / count * 100 > v)
            err = `PixelPercent check failed. Difference percent ${visible / count * 100} above threshold ${v}`;
        else if (c.Type === 'Intervals')
            for (let i = 0; i < 10 && !err; i++) {
                const lim = (c.Vals || [])[i];
                if (lim === undefined && hist[i]) err = `Interval[${i}]: Contains non-zero value: ${hist[i]}`;
                else if (lim !== undefined && hist[i] / count * 100 > Number(lim))
                    err = `Interval[${i}]: Out of range. Maximum: ${lim} Actual: ${hist[i] / count * 100}`;
            }
        else if (!['Furthest', 'RMS', 'DiffRMS', 'PixelPercent', 'Intervals'].includes(c.Type))
            err = `unknown check type ${c.Type}`;
        if (err) break;
    }
    const report = [`RMS Difference: ${rms}`, `Furthest Pixel Difference: ${furthest}`,
        `Pixels with visible differences: ${visible} ${visible / count * 100}%`,
        `RMS Different Pixels Only: ${diffRms}`, `Total Pixels: ${count}`,
        ...(err ? [`Error: ${err}`] : [])].join('\n');
    return { ok: !err, report };
}

if (process.argv[1] && process.argv[1].endsWith('imgdiff.mjs')) {
    const args = process.argv.slice(2), files = [];
    let rules = null;
    for (let i = 0; i < args.length; i++) {
        if ((args[i] === '-rules' || args[i] === '--rules') && i + 1 < args.length)
            rules = YAML.parse(readFileSync(args[++i], 'utf8'));
        else if (args[i].startsWith('-')) usage();
        else files.push(args[i]);
    }
    if (files.length !== 2) usage();
    try {
        const r = compare(readPNG(files[0]), readPNG(files[1]), rules);
        process.stderr.write(r.report + '\n');
        process.exit(r.ok ? 0 : 1);
    } catch (e) {
        process.stderr.write(`imgdiff: error: ${e.message}\n`);
        process.exit(1);
    }
}
