// The expectations that depend on the subgroup size (vkrun's ext.c,
// vr_ext_apply) and the Results rules (vkrun's compare.c): BufferExact,
// BufferFloatULP, BufferFloatEpsilon (the suite's) and BufferUnordered (ours).
// A mismatch prints the first differing elements, as vkrun does.
import { FORMATS, bytesOf, storeInt } from './testfile.mjs';

const SHOW = 8; // differing elements printed per result

// IEEE binary16 from a double: round to nearest even through float (ext.c).
function toHalf(v) {
    const f32 = new Float32Array([v]);
    const x = new Uint32Array(f32.buffer)[0];
    const sign = (x >>> 16) & 0x8000;
    const e8 = (x >>> 23) & 0xff;
    const exp = e8 - 127 + 15;
    let man = x & 0x7fffff;
    if (e8 === 0xff) return sign | 0x7c00 | (man ? 0x200 : 0);
    if (exp >= 31) return sign | 0x7c00;
    if (exp <= 0) {
        if (exp < -10) return sign;
        man |= 0x800000;
        const shift = 14 - exp;
        let h = Math.floor(man / 2 ** shift);
        const rest = man % 2 ** shift, half = 2 ** (shift - 1);
        h += rest > half || (rest === half && h & 1) ? 1 : 0;
        return sign | h;
    }
    let h = (exp << 10) | (man >>> 13);
    const rest = man & 0x1fff;
    h += rest > 0x1000 || (rest === 0x1000 && h & 1) ? 1 : 0;
    return sign | h;
}

// An integer expression's value stored in format f (converted for floats).
function store(f, v, view, off) {
    const [bytes, kind] = FORMATS[f];
    if (f === 'Float16') view.setUint16(off, toHalf(Number(v)), true);
    else if (kind === 'float' && bytes === 4) view.setFloat32(off, Number(v), true);
    else if (kind === 'float') view.setFloat64(off, Number(v), true);
    else storeInt(view, off, bytes, v);
}

// Writes the expected buffers that depend on the subgroup size w. Returns
// null, or {skip: reason}; throws an Error for an expression error.
export function applyExpectations(t, w) {
    for (const e of t.expects) {
        const data = e.buf.data[0];
        if (e.lists) {
            if (!e.lists.has(w)) return { skip: `the test gives no ${e.buf.name} data for subgroup size ${w}` };
            data.set(e.lists.get(w));
            continue;
        }
        const bytes = bytesOf(e.buf.format);
        const n = Math.floor(e.buf.size / bytes);
        const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
        const env = new Map([['W', BigInt(w)], ['N', BigInt(n)]]);
        for (let i = 0; i < n; i++) {
            env.set('i', BigInt(i));
            try {
                for (const [name, f] of e.lets) env.set(name, f(env));
                store(e.buf.format, e.expr(env), view, i * bytes);
            } catch (err) {
                throw new Error(`prism.yaml: ${e.buf.name}: ${err.message}`);
            }
        }
    }
    return null;
}

function halfToDouble(h) {
    const e = (h >> 10) & 0x1f, m = h & 0x3ff;
    const v = e === 0 ? m * 2 ** -24 : e === 31 ? (m ? NaN : Infinity) : (m | 0x400) * 2 ** (e - 25);
    return h & 0x8000 ? -v : v;
}

function asDouble(f, view, off) {
    if (f === 'Float16') return halfToDouble(view.getUint16(off, true));
    return bytesOf(f) === 4 ? view.getFloat32(off, true) : view.getFloat64(off, true);
}

function valueText(f, view, off) {
    const [bytes, kind] = FORMATS[f];
    let u = 0n;
    for (let i = 0; i < bytes; i++) u |= BigInt(view.getUint8(off + i)) << BigInt(8 * i);
    if (kind === 'float') return formatG9(asDouble(f, view, off));
    if (kind === 'hex') return '0x' + u.toString(16).toUpperCase();
    if (kind === 'uint') return u.toString();
    return BigInt.asIntN(8 * bytes, u).toString();
}

// printf's %.9g, near enough for messages
function formatG9(x) {
    if (Number.isNaN(x)) return 'nan';
    if (!Number.isFinite(x)) return x < 0 ? '-inf' : 'inf';
    if (Object.is(x, -0)) return '-0';
    return String(Number(x.toPrecision(9)));
}

// The bits as a monotonic integer line (sign-magnitude mapped).
function orderedBits(f, view, off) {
    const bytes = bytesOf(f);
    let v = 0n;
    for (let i = 0; i < bytes; i++) v |= BigInt(view.getUint8(off + i)) << BigInt(8 * i);
    const sign = 1n << BigInt(8 * bytes - 1);
    return v & sign ? -(v & (sign - 1n)) : v;
}

const MIN_NORMAL = { 2: 6.103515625e-05, 4: 1.17549435e-38, 8: 2.2250738585072014e-308 };

function equalUlp(r, va, oa, ve, oe) {
    const f = r.expected.format;
    const x = asDouble(f, va, oa), y = asDouble(f, ve, oe);
    if (x === y || (Number.isNaN(x) && Number.isNaN(y))) return true;
    if (Number.isNaN(x) || Number.isNaN(y)) return false;
    // DenormMode Any: a flushed denormal (sign kept) is fine
    const neg = z => z < 0 || Object.is(z, -0);
    if (!r.denormStrict && f !== 'Float16' && y !== 0 && Math.abs(y) < MIN_NORMAL[bytesOf(f)] && x === 0 && neg(x) === neg(y)) return true;
    // ZeroTolerance: near zero, ULPs mean nothing; an absolute bound does
    const zt = r.zeroTolerance || 0;
    if (zt > 0 && (Math.abs(x) <= zt || Math.abs(y) <= zt)) return Math.abs(x - y) <= zt;
    let d = orderedBits(f, va, oa) - orderedBits(f, ve, oe);
    if (d < 0n) d = -d;
    return d <= BigInt(r.ulpt);
}

function equalElement(r, va, oa, ve, oe, bytes) {
    if (r.rule === 'BufferFloatULP') return equalUlp(r, va, oa, ve, oe);
    if (r.rule === 'BufferFloatEpsilon') {
        // Check.cpp's compareFloatEpsilon (vkrun's compare.c)
        const f = r.expected.format;
        const x = asDouble(f, va, oa), y = asDouble(f, ve, oe);
        if (x === y || (Number.isNaN(x) && Number.isNaN(y))) return true;
        const neg = z => z < 0 || Object.is(z, -0);
        if (!r.denormStrict && f !== 'Float16' && y !== 0 && Math.abs(y) < MIN_NORMAL[bytesOf(f)] && x === 0 && neg(x) === neg(y)) return true;
        return Math.abs(x - y) < r.epsilon;
    }
    for (let i = 0; i < bytes; i++) if (va.getUint8(oa + i) !== ve.getUint8(oe + i)) return false;
    return true;
}

const viewOf = a => new DataView(a.buffer, a.byteOffset, a.byteLength);

// what: the name to print differences under; null prints nothing.
function compareBlobs(r, a, e, size, what, out) {
    const bytes = bytesOf(r.expected.format);
    const va = viewOf(a), ve = viewOf(e);
    let nbad = 0;
    for (let i = 0; i + bytes <= size; i += bytes)
        if (!equalElement(r, va, i, ve, i, bytes) && nbad++ < SHOW && what)
            out.push(`  ${what}[${i / bytes}]: expected ${valueText(r.expected.format, ve, i)}, got ${valueText(r.expected.format, va, i)}`);
    if (nbad > SHOW && what) out.push(`  ... ${nbad} differing elements in all`);
    return nbad === 0;
}

function cmpBytes(a, b) {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
}

function sortedRecords(data, size, rec) {
    const n = Math.floor(size / rec);
    const recs = [];
    for (let i = 0; i < n; i++) recs.push(data.subarray(i * rec, (i + 1) * rec));
    recs.sort(cmpBytes);
    const out = new Uint8Array(n * rec);
    recs.forEach((r, i) => out.set(r, i * rec));
    return out;
}

function compareUnordered(r, a, e, size, what, out) {
    const b = r.expected;
    const rec = b.stride > 0 ? b.stride : bytesOf(b.format) * b.channels;
    const sa = sortedRecords(a, size, rec), se = sortedRecords(e, size, rec);
    return compareBlobs(r, sa, se, sa.length, what, out);
}

// Compares one result; pushes the messages to out; returns true when equal.
export function compareResult(r, out) {
    const a = r.actual, e = r.expected;
    if (a.size !== e.size || a.arraySize !== e.arraySize) {
        out.push(`result ${r.name}: ${a.name} has ${a.size} bytes x ${a.arraySize}, ${e.name} has ${e.size} bytes x ${e.arraySize}`);
        return false;
    }
    let ok = true;
    const unordered = r.rule === 'BufferUnordered';
    for (let k = 0; k < a.arraySize; k++) {
        const x = a.data[k], y = e.data[k];
        if (unordered ? compareUnordered(r, x, y, a.size, null, out) : compareBlobs(r, x, y, a.size, null, out))
            continue;
        ok = false;
        out.push(`result ${r.name} (${a.name} vs ${e.name}${unordered ? ', sorted: in any order' : ''}):`);
        if (unordered) compareUnordered(r, x, y, a.size, 'sorted', out);
        else compareBlobs(r, x, y, a.size, a.name, out);
    }
    return ok;
}

