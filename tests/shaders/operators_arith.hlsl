// Arithmetic operators on int, uint and float scalars and vectors: + - * / %,
// unary minus and plus.
RWStructuredBuffer<int4> OutI : register(u0);
RWStructuredBuffer<float4> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = (int)id.x - 32;
    int b = 7;
    uint u = id.x + 1;
    float x = (float)a * 0.25;
    float y = 3.0;
    OutI[id.x] = int4(a + b, a - b, a * b, a / b) + int4(a % b, -a, +b, (int)(u / 3u + u % 3u));
    OutF[id.x] = float4(x + y, x - y, x * y, x / y) + float4(x % y, -x, +y, 0.0);
    int3 v = int3(a, b, a) * int3(2, 3, 4) / int3(1, 2, 3);
    OutI[id.x + 64] = int4(v % 5, 0);
}
