// Bit-field structs in structured buffers: the units are plain uints in
// memory (a, b share the first word), read, changed and written back.
// glslang: rejects (bit-fields)
struct Header
{
    uint kind : 8;
    uint count : 24;
    uint offset;
};

StructuredBuffer<Header> In : register(t0);
RWStructuredBuffer<Header> Out : register(u1);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Header h = In[id.x];
    h.count += h.kind;
    h.kind = (h.kind + 1) & 0xFF;
    h.offset = h.count * 4;
    Out[id.x] = h;
}
