// EXPECT: PRISM3600 (10,14) no matching call to template 'convert': cannot deduce template argument 'To'; write the arguments: convert<...>(...)
// A template parameter that appears in no function parameter cannot be
// deduced: it must be written.
template<typename To, typename From> To convert(From x) { return (To)x; }
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = convert(2.5);
}
