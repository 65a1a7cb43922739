// WGSL: PRISM5270 WGSL has no empty structs
// MSL: PRISM5408 an empty struct is one byte in MSL (C++), none in HLSL: the member after it cannot be at its HLSL offset
// Empty structs (an empty base, a tag member, arrays of them) in buffers and
// values: SPIR-V takes them (an array of them gets a stride of its
// alignment: SPIR-V takes no ArrayStride 0); WGSL has none. (PRISM9000 on
// the constant of an empty struct before; found by a random layout generator)
struct E {};
struct S : E { float x; };
struct T { float y; E tags[2]; };
RWStructuredBuffer<T> O : register(u1);
RWStructuredBuffer<S> O2 : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    E e;
    T t = O[id.x];
    t.y += 1;
    t.tags[1] = e;
    O[id.x] = t;
    S s = O2[id.x];
    O2[id.x + 1] = s;
}
