// A WGSL store past the end of a runtime-sized array, with no prism
// involved: 8 invocations write out[i] = 100 + i into an array of 4.
// WGSL lets such a store land anywhere in the buffer or be dropped
// (WGSL spec, "Out-of-Bounds Access"); Dawn (Tint's robustness transform)
// clamps the index, so invocations 4-7 write element 3. D3D drops them,
// and the suite's tests that count on it fail on Dawn.
//   node conformance/driver-bugs/dawn-oob-store-clamped/repro.mjs
import { runCompute } from '../webgpu-compute.mjs';

const code = `
@group(0) @binding(0) var<storage, read_write> out : array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) i : u32) {
    out[i] = 100u + i;
}`;
const r = await runCompute(code, [new Uint32Array(4)]);
console.log(`device: ${r.device}`);
console.log(`out = [${r.words.join(', ')}]: D3D (writes past the end dropped) gives [100, 101, 102, 103]`);
process.exit(r.words[3] === 103 ? 0 : 1);
