define void @k(ptr addrspace(1) %out) {
e
  ret void
}

define void @f() {
  foo bar
  ret void
}
