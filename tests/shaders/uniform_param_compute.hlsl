// uniform entry parameters are members of $Globals after the global
// variables, in parameter order (DXC on Vulkan): Scale, then Offset, then Count.
float Scale;
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uniform float4 Offset, uniform uint Count)
{
    if (id.x < Count)
        Out[id.x] = Offset * Scale + float(id.x);
}
