// The access decorations that code written for DXC spells by hand
// (#define writeonly [[vk::ext_decorate(25)]]): NonReadable on a storage
// image the shader only writes, NonWritable on a buffer it only reads.
// They promise what the module does (SPIR-V 3.20), so SPIR-V gets them
// and MSL and WGSL, whose code keeps the promise as well, drop them.
#define writeonly [[vk::ext_decorate(/* NonReadable */ 25)]]
#define readonly [[vk::ext_decorate(/* NonWritable */ 24)]]

Texture2D<float4> Input : register(t0);
writeonly [[vk::image_format("rgba8")]] RWTexture2D<float4> Output : register(u1);
readonly RWStructuredBuffer<float> Scale : register(u2);

[numthreads(8, 8, 1)]
[shader("compute")]
void main(uint3 id : SV_DispatchThreadID) {
    Output[id.xy] = Input.Load(int3(id.xy, 0)) * Scale[0];
}
