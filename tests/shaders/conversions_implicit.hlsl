// Implicit conversions: int/uint/float/bool in assignments, arguments, returns
// and mixed arithmetic (usual arithmetic conversions); scalar splats to vectors.
RWStructuredBuffer<float4> Out : register(u0);

float Half(float x) { return x * 0.5; }
uint Twice(uint x) { return x * 2; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = -3;
    uint u = id.x;
    float f = i;                // int -> float
    float g = u + i;            // int -> uint, then uint -> float
    bool b = u;                 // uint -> bool
    float h = Half(u);          // uint argument -> float
    uint t = Twice(i);          // int argument -> uint
    float4 splat = f;           // scalar -> vector
    float2 v2 = int2(1, 2);     // int2 -> float2
    Out[id.x] = splat + float4(v2, g + h, b ? (float)t : 0.0);
}
