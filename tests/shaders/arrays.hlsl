// Local arrays: constant and dynamic indexing, arrays of vectors, copies,
// arrays passed to functions.
RWStructuredBuffer<float> Out : register(u0);

float Sum4(float a[4])
{
    return a[0] + a[1] + a[2] + a[3];
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a[4];
    for (uint i = 0; i < 4; i++)
        a[i] = (float)(i * id.x);
    float b[4] = a;                 // array copy
    b[id.x % 4] += 100.0;           // dynamic index store
    float2 v[2] = { float2(1.0, 2.0), float2(3.0, 4.0) };
    v[1].y = b[3];
    Out[id.x] = Sum4(a) + Sum4(b) + v[id.x & 1].y;
}
