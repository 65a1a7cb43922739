// A WGSL store past the end of a runtime-sized array, with no prism
// involved: 8 invocations write out[i] = 100 + i into an array of 4.
// WGSL lets such a store land anywhere in the buffer or be dropped
// (WGSL spec, "Out-of-Bounds Access"); Dawn (Tint's robustness transform)
// clamps the index, so invocations 4-7 write element 3. D3D drops them,
// and the suite's tests that count on it fail on Dawn.
//   node conformance/driver-bugs/dawn-oob-store-clamped/repro.mjs
import { create, globals } from 'webgpu';

Object.assign(globalThis, globals);
const gpu = create([]); // kept: Dawn crashes when the instance is collected first
const adapter = await gpu.requestAdapter();
const device = await adapter.requestDevice();
const code = `
@group(0) @binding(0) var<storage, read_write> out : array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) i : u32) {
    out[i] = 100u + i;
}`;
const module = device.createShaderModule({ code });
const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
const buf = device.createBuffer({ size: 16, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
const read = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
const bind = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: buf } }] });
const enc = device.createCommandEncoder();
const pass = enc.beginComputePass();
pass.setPipeline(pipeline);
pass.setBindGroup(0, bind);
pass.dispatchWorkgroups(1);
pass.end();
enc.copyBufferToBuffer(buf, 0, read, 0, 16);
device.queue.submit([enc.finish()]);
await read.mapAsync(GPUMapMode.READ);
const got = [...new Uint32Array(read.getMappedRange())];
console.log(`device: ${adapter.info.description} / ${adapter.info.vendor}`);
console.log(`out = [${got.join(', ')}]: D3D (writes past the end dropped) gives [100, 101, 102, 103]`);
process.exit(got[3] === 103 ? 0 : 1);
