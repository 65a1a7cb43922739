// ARGS: -fspv-flatten-resource-arrays
// -fspv-flatten-resource-arrays, DXC's meaning: every element of an array
// of resources is a resource of its own ("Tex[2]") at the array's binding
// plus its index, so an array of N takes N consecutive bindings (Tex:
// 0-3, Bufs: 5-6, the implicit Extra the first free run after them, 7-8);
// indices must be constants once lowered: a loop whose counter indexes
// such an array is unrolled (as DXC's legalization does), and a row of an
// array of arrays passed to a function is its elements. Arrays of buffers
// become separate buffers on MSL and WGSL too.
Texture2D<float4> Tex[4] : register(t0);
SamplerState Smp : register(s4);
RWStructuredBuffer<float4> Bufs[2] : register(u5);
RWStructuredBuffer<float4> Extra[2][1];

float4 first(RWStructuredBuffer<float4> row[1]) { return row[0][0]; }

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float4 sum = 0;
    for (int i = 0; i < 4; i++)
        sum += Tex[i].SampleLevel(Smp, float2(0.5, 0.5), 0);
    Bufs[1][0] = sum + first(Extra[1]);
    Extra[0][0][0] = Bufs[0][0];
}
