// ARGS: -T cs_6_2 -enable-16bit-types -WX
// Conversions DXC makes without a word, compiled with -WX so that any
// warning fails: explicit casts, swizzles, literals that fit (a change of
// sign alone is silent), and conversions between floats and integers of one
// width (DXC's precision rule counts bits, not kinds); a constructor is a
// cast (int2(0.5, 2), half2(v.xy)); a comparison of int and uint is
// silent unless -Wsign-compare.
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<int> Ints : register(u1);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(id, 1.5);
    float3 a = (float3)v;
    float2 b = v.xy;
    float3x3 m = (float3x3)float4x4(v, v, v, v);
    half h = (half)v.x;
    half lit = 0.25;
    int16_t small = 100;
    uint16_t wide = -1;
    uint all_ones = -1;
    int whole = 2.0;
    int from_float = v.z;
    float from_int = whole;
    uint u = from_float;
    from_float += v.w;
    bool flag = u;
    int2 made = int2(0.5, 2) + (int2)half2(v.xy);
    bool mixed = from_float < u;
    float one = flag;
    Out[id.x] = float4(a + m[1], b.x + h + lit) + one + from_int;
    Ints[id.x] = small + wide + (int)all_ones + whole + from_float + (int)u + made.x + mixed;
}
