// Template arguments that are structs and instances themselves:
// Pair<Pair<float> > nests, and a RWStructuredBuffer holds an instance.
// glslang: rejects (no templates)
template<typename T>
struct Pair
{
    T a;
    T b;
};

struct Color
{
    float3 rgb;
    float alpha;
};

RWStructuredBuffer<Pair<float> > Pairs : register(u0);
RWStructuredBuffer<float4> Out : register(u1);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Pair<Pair<float> > nested;
    nested.a.a = 1;
    nested.a.b = 2;
    nested.b = Pairs[id.x];
    Pair<Color> colors;
    colors.a.rgb = float3(1, 0, 0);
    colors.a.alpha = 0.5;
    colors.b = colors.a;
    Pairs[id.x] = nested.a;
    Out[id.x] = float4(colors.b.rgb * nested.b.a, colors.a.alpha + nested.b.b);
}
