// Explicit casts between float, int, uint and bool, scalar and vector; float to
// int truncates toward zero; bool casts give 0 or 1.
RWStructuredBuffer<int4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = (float)id.x * -1.75;
    int a = (int)f;
    uint b = (uint)abs(f);
    bool c = (bool)a;
    int d = (int)c + (int)(bool)b;
    float4 fv = float4(f, -f, 0.5, -0.5);
    int4 iv = (int4)fv;
    uint2 uv = (uint2)float2(2.9, 3.1);
    float back = (float)(uint)a;
    Out[id.x] = iv + int4(a, (int)b, d, (int)back) + int4(uv, 0, 0);
}
