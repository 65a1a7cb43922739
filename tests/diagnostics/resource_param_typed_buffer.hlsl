// A typed buffer passed to a function (a segmentation fault before), and a
// struct holding a resource passed to one.
// EXPECT: PRISM3251 (8,25) parameter 'b' is a resource (RWBuffer<float>)
// EXPECT: PRISM3251 (9,10) parameter 's' is a value of type 'H', which holds the resource 'sb'
struct H { RWStructuredBuffer<float> sb; };
RWBuffer<float> g : register(u1);
RWStructuredBuffer<float> o : register(u0);
float f(RWBuffer<float> b) { return b[0]; }
void h(H s) { }
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = f(g); }
