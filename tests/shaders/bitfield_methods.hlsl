// Bit-fields named alone in methods of their struct (this.flags), and in
// a derived struct with bit-fields of its own (units never shared with the
// base's).
// glslang: rejects (bit-fields)
struct Flags
{
    uint visible : 1;
    uint shadows : 1;
    uint layer : 6;
    void show() { visible = 1; }
    uint code() { return visible | (shadows << 1) | (layer << 2); }
};

struct MoreFlags : Flags
{
    uint extra : 2;
    uint all() { return code() | (extra << 8); }
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    MoreFlags f = (MoreFlags)0;
    f.show();
    f.layer = id.x;
    f.extra = 3;
    Out[id.x] = f.all() + sizeof(MoreFlags);
}
