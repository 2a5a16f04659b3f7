import discord.gateway
import discord.http
import pytest

from bot.redirect import is_loopback_host, point_discordpy_at


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "localhost", "LOCALHOST", "::1", "[::1]"])
def test_loopback_hosts_accepted(host):
    assert is_loopback_host(host)


@pytest.mark.parametrize("host", ["", None, "discord.com", "10.0.0.1", "128.0.0.1", "0.0.0.0", "::2", "localhost.evil.com", "127.0.0.1.nip.io"])
def test_other_hosts_refused(host):
    assert not is_loopback_host(host)


@pytest.mark.parametrize("url", ["http://discord.com", "https://10.1.2.3:8080", "http://localhost.evil.com:1", "ftp://127.0.0.1", "127.0.0.1:80"])
def test_point_refuses_non_loopback(url):
    before = discord.http.Route.BASE
    with pytest.raises(ValueError):
        point_discordpy_at(url)
    assert discord.http.Route.BASE == before


def test_point_sets_both_urls(monkeypatch):
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    point_discordpy_at("http://127.0.0.1:4567/")
    assert discord.http.Route.BASE == "http://127.0.0.1:4567/api/v10"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:4567/gateway-ws/"
    point_discordpy_at("http://[::1]:99")
    assert discord.http.Route.BASE == "http://[::1]:99/api/v10"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "ws://[::1]:99/gateway-ws/"
