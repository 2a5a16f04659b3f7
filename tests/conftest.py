pytest_plugins = ["tests.loopback.fixtures"]
