// vk::BufferPointer (proposal 0010): its template arguments, construction
// from one uint64_t only, Get() its one method, and the two casts' rules.
// EXPECT: PRISM3722 (15,9) alignment not a power of two
// EXPECT: PRISM3725 (21,33) to a derived type
// EXPECT: PRISM3725 (22,38) a larger alignment
// EXPECT: PRISM3723 (23,33) no address
// EXPECT: PRISM3723 (24,32) two arguments
// EXPECT: PRISM3726 (25,18) no such method
// EXPECT: PRISM3724 (26,33) not a pointer
struct B { float x; };
struct D : B { float y; };
struct Push { vk::BufferPointer<D, 16> d; uint64_t a; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float> Out : register(u0);
typedef vk::BufferPointer<B, 3> Bad;
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    vk::BufferPointer<B> up = vk::static_pointer_cast<B>(pc.d);
    vk::BufferPointer<D> down = vk::static_pointer_cast<D>(up);
    vk::BufferPointer<B, 32> wider = vk::reinterpret_pointer_cast<B, 32>(pc.d);
    vk::BufferPointer<B> none = vk::BufferPointer<B>();
    vk::BufferPointer<B> two = vk::BufferPointer<B>(pc.a, pc.a);
    float f = up.Load();
    vk::BufferPointer<B> notp = vk::reinterpret_pointer_cast<B>(pc.a);
    Out[0] = up.Get().x + f;
}
