// MSL: PRISM5520 Metal takes arrays of buffers (T, its counters) only in argument buffers
// A local array of resources of different kinds of origin, indexed at
// run time inside a [loop] with break and continue: a buffer on its own
// (A), an element of a global array (T[1], T[0]) and a texture pair.
// Each use is a switch over the three candidates; the typed buffers'
// loads too, with the result through a variable; the textures' Load and
// the counter's IncrementCounter (through the chosen buffer: counter_var_A
// or an element of counter_var_T) likewise.
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> T[2] : register(u1);
Texture2D<float4> Tex0 : register(t4);
Texture2D<float4> Tex1 : register(t5);
RWStructuredBuffer<float4> Out : register(u3);
cbuffer Params : register(b6) { uint count; uint skip; };

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> bufs[3] = { A, T[1], T[0] };
    Texture2D<float4> texs[2] = { Tex0, Tex1 };
    float4 acc = 0;
    [loop] for (uint i = 0; i < count; i++) {
        if (i == skip)
            continue;
        uint v = bufs[i % 3][id.x];
        if (v == 0xffffffffu)
            break;
        bufs[(i + 1) % 3][id.x] = v + i + bufs[i % 3].IncrementCounter();
        acc += texs[i & 1].Load(int3(id.x, 0, 0)) * v;
    }
    Out[id.x] = acc;
}
