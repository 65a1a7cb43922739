// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// Structs: nested structs, arrays in structs, struct assignment, struct
// parameters and return values, structs in a structured buffer.
struct Inner { float2 uv; uint flags; };
struct Outer
{
    Inner inner;
    float weights[3];
    float4 color;
};
StructuredBuffer<Outer> In : register(t0);
RWStructuredBuffer<Outer> Out : register(u0);

Outer Scale(Outer o, float s)
{
    Outer r = o;
    r.color *= s;
    r.inner.uv = o.inner.uv * s;
    r.weights[1] = o.weights[0] + o.weights[2];
    return r;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Outer o = In[id.x];
    o.inner.flags |= 1u;
    Out[id.x] = Scale(o, 2.0);
    Out[id.x].inner.flags = o.inner.flags;
}
