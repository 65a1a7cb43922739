// EXPECT: PRISM3158 (6,24) 'S::get' is a member template defined outside its struct; define it inside the struct
// A method template defined outside its struct (not supported: define it
// inside the struct).
// ALLOW-EXTRA-ERRORS: the call that needs it
struct S { template<typename T> T get(); };
template<typename T> T S::get() { return (T)1; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
