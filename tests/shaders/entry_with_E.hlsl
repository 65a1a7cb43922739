// ARGS: -T cs_6_0 -E Second
// Several candidate entries; -E picks one. The others, and helpers only they
// call, are not in the output.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> Unused : register(u1);

float OnlyFirst(float x) { return x * 2.0; }

[numthreads(64, 1, 1)]
void First(uint3 id : SV_DispatchThreadID)
{
    Unused[id.x] = OnlyFirst((float)id.x);
}

[numthreads(16, 1, 1)]
void Second(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = id.x * 3;
}

[numthreads(8, 8, 1)]
void Third(uint3 id : SV_DispatchThreadID)
{
    Out[id.y] = id.x;
}
