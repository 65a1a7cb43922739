// repro.test's computations in WGSL on Dawn (npm webgpu; SwiftShader under
// it), prism not involved: prints the 16 results as hex words.
//   VK_ICD_FILENAMES=...vk_swiftshader_icd.json node repro.mjs
import { runCompute } from '../webgpu-compute.mjs';

const code = `
@group(0) @binding(0) var<storage, read> x : array<f32, 5>;
@group(0) @binding(1) var<storage, read_write> out : array<f32, 16>;
@compute @workgroup_size(1) fn main() {
    let nan_ = x[0]; let inf = x[1]; let ninf = x[2]; let zero = x[3]; let m1 = x[4];
    out[0] = exp(nan_); out[1] = exp2(nan_); out[2] = cosh(nan_);
    out[3] = fract(nan_); out[4] = fract(inf); out[5] = fract(ninf);
    out[6] = inf * exp2(nan_);
    out[7] = log(nan_); out[8] = log(ninf); out[9] = log(zero); out[10] = log(m1);
    out[11] = log2(nan_); out[12] = log2(zero);
    out[13] = log2(nan_) * 0.30103; out[14] = log2(zero) * 0.30103;
    out[15] = exp(ninf);
}`;
const input = new Uint32Array([0x7fc00000, 0x7f800000, 0xff800000, 0, 0xbf800000]);
const r = await runCompute(code, [input, new Uint32Array(16)]);
console.log(`device: ${r.device}`);
console.log(`[ ${r.words.map(v => `0x${v.toString(16)}`).join(', ')} ]`);
