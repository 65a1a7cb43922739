// Methods that return a new value of their struct, chained; a method that
// changes this and returns it; this passed to a function.
struct Rgb {
    float3 c;
    Rgb scaled(float k) { Rgb r = this; r.c *= k; return r; }
    Rgb offset(float d) { Rgb r; r.c = c + d; return r; }
    Rgb clampInPlace() { c = saturate(c); return this; }
    float luma() { return dot(c, float3(0.2126f, 0.7152f, 0.0722f)); }
};
float lumaOf(Rgb x) { return x.luma(); }

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Rgb a;
    a.c = float3(id.x, 1, 2) * 0.1f;
    float l = a.scaled(2).offset(0.5f).luma();
    Rgb b = a.offset(1);
    b.clampInPlace();
    Out[id.x] = l + lumaOf(b) + a.clampInPlace().scaled(0.5f).c.x;
}
