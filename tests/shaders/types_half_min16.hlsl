// half and the min-precision types without -enable-16bit-types: half is
// float, min16float/min16int/min16uint are at least 16 bits (RelaxedPrecision).
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<int> OutI : register(u1);

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half h = (half)id.x * 0.5h;
    min16float m = (min16float)h + 1.0;
    min16float2 mv = min16float2(m, m * 2.0);
    min16int mi = (min16int)id.x - 4;
    min16uint mu = (min16uint)id.x * 3;
    Out[id.x] = (float)(mv.x + mv.y) + (float)h;
    OutI[id.x] = (int)mi + (int)mu;
}
