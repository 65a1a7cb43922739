// One compute dispatch on Dawn (npm webgpu) for the WGSL reproducers:
// binding k of group 0 is buffer k (a Uint32Array's words; the last one
// is read back), one workgroup. Returns the adapter's name and the words.
import { create, globals } from 'webgpu';

export async function runCompute(code, buffers) {
    Object.assign(globalThis, globals);
    const gpu = create([]); // kept: Dawn crashes when the instance is collected first
    const adapter = await gpu.requestAdapter();
    const device = await adapter.requestDevice();
    const module = device.createShaderModule({ code });
    const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
    const bufs = buffers.map(words => {
        const b = device.createBuffer({ size: words.byteLength, mappedAtCreation: true,
            usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
        new Uint32Array(b.getMappedRange()).set(words);
        b.unmap();
        return b;
    });
    const last = bufs[bufs.length - 1], size = buffers[buffers.length - 1].byteLength;
    const read = device.createBuffer({ size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
    const bind = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0),
        entries: bufs.map((b, binding) => ({ binding, resource: { buffer: b } })) });
    const enc = device.createCommandEncoder();
    const pass = enc.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bind);
    pass.dispatchWorkgroups(1);
    pass.end();
    enc.copyBufferToBuffer(last, 0, read, 0, size);
    device.queue.submit([enc.finish()]);
    await read.mapAsync(GPUMapMode.READ);
    const words = [...new Uint32Array(read.getMappedRange())];
    return { device: `${adapter.info.description} / ${adapter.info.vendor}`, words };
}
