// Empty structs as values (an empty base with a method, a tag member, arrays
// of them, a function returning one): SPIR-V and MSL take them; WGSL, which
// has no empty structs (WGSL 6.2.10), gets a member never read (in buffers,
// where it would move what follows, PRISM5270: defects_empty_struct).
struct E {};
struct S : E { float x; float get() { return x; } };
struct T { float y; E tags[2]; };
RWStructuredBuffer<float> O : register(u1);
E make() { E e; return e; }
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    E e = make();
    T t;
    t.y = O[id.x];
    t.tags[1] = e;
    S s;
    s.x = t.y;
    E arr[3];
    arr[id.x % 3] = t.tags[id.x & 1];
    O[id.x] = s.get() + t.y;
}
