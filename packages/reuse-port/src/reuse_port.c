// One listening TCP socket with SO_REUSEPORT set before bind, so that every server process of
// `npm start` binds its own on the same port and the kernel spreads new connections over their
// accept queues. Node 20 cannot set the option itself (`reusePort` arrived in Node 22.12); Node
// adopts the returned descriptor.
#define _GNU_SOURCE
#include <node_api.h>
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

// Node's own error codes for the same failures, so callers read `code` as they would from listen().
static const char* code_of(int err) {
  switch (err) {
    case EADDRINUSE: return "EADDRINUSE";
    case EACCES: return "EACCES";
    case EADDRNOTAVAIL: return "EADDRNOTAVAIL";
    default: return "ERR_REUSE_PORT";
  }
}

static napi_value throw_errno(napi_env env, const char* step, int err) {
  char message[160];
  snprintf(message, sizeof message, "%s: %s", step, strerror(err));
  napi_throw_error(env, code_of(err), message);
  return NULL;
}

// listen(address: string, port: number, backlog: number): number, the descriptor.
// `address` is an IPv4 or IPv6 literal; the caller resolves names.
static napi_value Listen(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 3) {
    napi_throw_type_error(env, NULL, "listen(address, port, backlog)");
    return NULL;
  }
  char address[INET6_ADDRSTRLEN + 1];
  size_t length = 0;
  int32_t port = 0;
  int32_t backlog = 0;
  if (napi_get_value_string_utf8(env, argv[0], address, sizeof address, &length) != napi_ok ||
      napi_get_value_int32(env, argv[1], &port) != napi_ok ||
      napi_get_value_int32(env, argv[2], &backlog) != napi_ok || port < 0 || port > 65535) {
    napi_throw_type_error(env, NULL, "listen(address: string, port: 0-65535, backlog: number)");
    return NULL;
  }

  struct sockaddr_storage storage;
  memset(&storage, 0, sizeof storage);
  struct sockaddr_in* v4 = (struct sockaddr_in*)&storage;
  struct sockaddr_in6* v6 = (struct sockaddr_in6*)&storage;
  socklen_t size;
  int family;
  if (inet_pton(AF_INET, address, &v4->sin_addr) == 1) {
    family = v4->sin_family = AF_INET;
    v4->sin_port = htons((uint16_t)port);
    size = sizeof *v4;
  } else if (inet_pton(AF_INET6, address, &v6->sin6_addr) == 1) {
    family = v6->sin6_family = AF_INET6;
    v6->sin6_port = htons((uint16_t)port);
    size = sizeof *v6;
  } else {
    napi_throw_type_error(env, NULL, "the address must be an IPv4 or IPv6 literal");
    return NULL;
  }

  int fd = socket(family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return throw_errno(env, "socket", errno);
  int on = 1;
  const char* step = NULL;
  if (setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) < 0) step = "setsockopt SO_REUSEADDR";
  else if (setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &on, sizeof on) < 0) step = "setsockopt SO_REUSEPORT";
  else if (bind(fd, (struct sockaddr*)&storage, size) < 0) step = "bind";
  else if (listen(fd, backlog) < 0) step = "listen";
  if (step != NULL) {
    int err = errno;
    close(fd);
    return throw_errno(env, step, err);
  }
  napi_value result;
  napi_create_int32(env, fd, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value listen_fn;
  napi_create_function(env, "listen", NAPI_AUTO_LENGTH, Listen, NULL, &listen_fn);
  napi_set_named_property(env, exports, "listen", listen_fn);
  return exports;
}
