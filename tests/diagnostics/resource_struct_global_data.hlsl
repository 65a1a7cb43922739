// EXPECT: PRISM3400 (9,3) a global struct with a resource and data: the data would be $Globals'
// EXPECT: PRISM3401 (10,43) a global struct of resources cannot be initialized (the application binds them)
// EXPECT: PRISM3017 (11,3) an unsized array of structs of resources needs a size
RWStructuredBuffer<int> Out : register(u0);
struct A {
    RWStructuredBuffer<int> Buf;
    int scale;
};
A withData : register(u1);
struct B { RWStructuredBuffer<int> Buf; } initialized = {Out};
B unsized[] : register(u4);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 1;
}
