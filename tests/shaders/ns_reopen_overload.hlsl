// A namespace reopened adds overloads to its functions; lookup finds them
// all, and a nested namespace sees its parent's names unqualified.
// glslang: rejects (namespaces)
namespace Pack
{
    uint pack(float x) { return (uint)(saturate(x) * 255); }
}

namespace Pack
{
    uint pack(float2 v) { return pack(v.x) | (pack(v.y) << 8); }
    namespace Wide
    {
        uint pack4(float4 v) { return pack(v.xy) | (pack(v.zw) << 16); }
    }
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(id.x / 8.0, 0.5, 1, 0);
    Out[id.x] = Pack::Wide::pack4(v) ^ Pack::pack(0.25);
}
