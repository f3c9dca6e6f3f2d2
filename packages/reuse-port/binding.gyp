{
  "targets": [
    {
      "target_name": "reuse_port",
      "sources": ["src/reuse_port.c"],
      "cflags": ["-Wall", "-Wextra"]
    }
  ]
}
