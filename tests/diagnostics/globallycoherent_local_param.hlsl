// ARGS: -T cs_6_0 -E main
// globallycoherent on a local or a parameter holding a UAV is not carried to
// the global it holds (a warning that says to declare the global so); on a
// non-UAV it is DXC's error.
// EXPECT-WARNING: PRISM3491 (10,40) 'globallycoherent' on the parameter 'b' is not carried to the global resource it holds
// EXPECT-WARNING: PRISM3491 (14,37) 'globallycoherent' on the local variable 'l' is not carried to the global resource it holds
// EXPECT: PRISM3490 (15,37) 'globallycoherent' is not a valid modifier for a non-UAV type: 'r'
RWBuffer<uint> o;
Buffer<uint> in_;
void f(globallycoherent RWBuffer<uint> b, uint i) { b[i] = i; }
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    globallycoherent RWBuffer<uint> l = o;
    globallycoherent Buffer<uint>   r = in_;
    l[1] = r[i];
    f(o, i);
}
