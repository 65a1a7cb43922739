// ARGS: -T cs_6_0 -E main
// globallycoherent on a local or a parameter holding one UAV is carried to
// the global it holds (no warning of its own); passing or copying a
// resource between a globallycoherent and a plain variable is DXC's
// warning, "adds" or "loses" the annotation (both compile); on an array
// of UAVs it is not carried (PRISM3491); on a non-UAV it is DXC's error.
// EXPECT-WARNING: PRISM3970 (22,41) implicit conversion from 'RWBuffer<uint>' to 'globallycoherent RWBuffer<uint>' adds globallycoherent annotation
// EXPECT: PRISM3490 (23,37) 'globallycoherent' is not a valid modifier for a non-UAV type: 'r'
// EXPECT-WARNING: PRISM3491 (24,37) 'globallycoherent' on the local variable 'arr' is not carried
// EXPECT-WARNING: PRISM3970 (26,7) adds, for an argument
// EXPECT-WARNING: PRISM3970 (27,11) loses, for an argument
// EXPECT-WARNING: PRISM3970 (28,27) loses, for an element of a globallycoherent array
// EXPECT-WARNING: PRISM3970 (29,9) adds, for an assignment
RWBuffer<uint> o;
globallycoherent RWBuffer<uint> gc[2];
Buffer<uint> in_;
void f(globallycoherent RWBuffer<uint> b, uint i) { b[i] = i; }
void plain(RWBuffer<uint> b, uint i) { b[i] = i; }
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    globallycoherent RWBuffer<uint> l = o;
    globallycoherent Buffer<uint>   r = in_;
    globallycoherent RWBuffer<uint> arr[2] = { o, o };
    l[1] = r[i] + arr[0][0];
    f(o, i);
    plain(gc[1], i);
    RWBuffer<uint> copy = gc[0];
    l = o;
    copy[0] = l[0];
}
