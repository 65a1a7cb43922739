// EXPECT: PRISM3103 (2,20) no such image format
[[vk::image_format("rgba9")]] RWTexture2D<float4> Out : register(u0);
[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.xy] = 1; }
