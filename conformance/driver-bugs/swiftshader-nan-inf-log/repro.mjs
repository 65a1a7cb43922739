// repro.test's computations in WGSL on Dawn (npm webgpu; SwiftShader under
// it), prism not involved: prints the 16 results as hex words.
//   VK_ICD_FILENAMES=...vk_swiftshader_icd.json node repro.mjs
import { create, globals } from 'webgpu';

Object.assign(globalThis, globals);
const gpu = create([]); // kept: Dawn crashes when the instance is collected first
const adapter = await gpu.requestAdapter();
const device = await adapter.requestDevice();
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
const module = device.createShaderModule({ code });
const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
const inBuf = device.createBuffer({ size: 20, usage: GPUBufferUsage.STORAGE, mappedAtCreation: true });
new Uint32Array(inBuf.getMappedRange()).set([0x7fc00000, 0x7f800000, 0xff800000, 0, 0xbf800000]);
inBuf.unmap();
const outBuf = device.createBuffer({ size: 64, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
const read = device.createBuffer({ size: 64, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
const bind = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [
    { binding: 0, resource: { buffer: inBuf } }, { binding: 1, resource: { buffer: outBuf } }] });
const enc = device.createCommandEncoder();
const pass = enc.beginComputePass();
pass.setPipeline(pipeline);
pass.setBindGroup(0, bind);
pass.dispatchWorkgroups(1);
pass.end();
enc.copyBufferToBuffer(outBuf, 0, read, 0, 64);
device.queue.submit([enc.finish()]);
await read.mapAsync(GPUMapMode.READ);
const got = [...new Uint32Array(read.getMappedRange())].map(v => `0x${v.toString(16)}`);
console.log(`device: ${adapter.info.description} / ${adapter.info.vendor}`);
console.log(`[ ${got.join(', ')} ]`);
