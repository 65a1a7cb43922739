@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var b_1: u32;
    var fib_1: u32;
    var evens_2: u32;
    var last_2: u32;
    var i_1: u32;
    var v23: u32;
    var evens_3: u32;
    var last_3: u32;
    var x_1: u32;
    var steps_1: u32;
    var v51: u32;
    var v56: u32;
    var a: u32;
    var b: u32;
    var fib: u32;
    var evens: u32;
    var last: u32;
    var i: u32;
    var evens_1: u32;
    var last_1: u32;
    var x: u32;
    var steps: u32;
    a = 0u;
    b = 1u;
    fib = 0u;
    evens = 0u;
    last = 4294967295u;
    i = 0u;
    loop {
        let a_1 = a;
        b_1 = b;
        fib_1 = fib;
        evens_2 = evens;
        last_2 = last;
        i_1 = i;
        let v17 = gl_GlobalInvocationID.x;
        let v18 = v17 % 20u;
        let v19 = i_1 < v18;
        if v19 {
        } else {
            break;
        }
        v23 = a_1 + b_1;
        let v30 = v23 & 1u;
        let v31 = v30 == 0u;
        if v31 {
            let v33 = evens_2 + 1u;
            evens_1 = v33;
            last_1 = i_1;
        } else {
            evens_1 = evens_2;
            last_1 = last_2;
        }
        evens_3 = evens_1;
        last_3 = last_1;
        continuing {
            let v38 = i_1 + 1u;
            a = b_1;
            b = v23;
            fib = v23;
            evens = evens_3;
            last = last_3;
            i = v38;
        }
    }
    let v42 = gl_GlobalInvocationID.x;
    x = v42;
    steps = 0u;
    loop {
        x_1 = x;
        steps_1 = steps;
        let v47 = x_1 > 1u;
        if v47 {
        } else {
            break;
        }
        v51 = x_1 >> 1u;
        let v54 = v51 & 1u;
        v56 = steps_1 + v54;
        continuing {
            x = v51;
            steps = v56;
        }
    }
    let v59 = gl_GlobalInvocationID.x;
    let v66 = steps_1 + x_1;
    let v67 = vec4<u32>(fib_1, evens_2, last_2, v66);
    Out[v59] = v67;
    return;
}
