// EXPECT: PRISM3514 (12,19) 'Derived' has no member 'wieght'
// EXPECT-NOTE: PRISM3607 (12,19) did you mean 'weight'?
// A member of the base struct is a candidate for a derived struct.
struct Base { float weight; };
struct Derived : Base { float height; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Derived d = (Derived)0;
    Out[id.x] = d.wieght;
}
