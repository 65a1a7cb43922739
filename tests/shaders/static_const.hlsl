// static const scalars and lookup tables at global and function scope.
static const uint kCount = 4;
static const float kTable[4] = { 0.5, 1.5, 2.5, 3.5 };
static const float3 kAxis = float3(0.0, 1.0, 0.0);
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    static const int kLocal[3] = { 3, 2, 1 };
    const float scale = 2.0;
    float v = kTable[id.x % kCount] * scale;
    v += kAxis.y * (float)kLocal[id.x % 3];
    Out[id.x] = v;
}
